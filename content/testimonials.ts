/** Client testimonials for the home and About sliders. All ratings are 5 (docs/product.md#home). */
export interface Testimonial {
  name: string;
  role: string;
  /** No photo files are used; the UI draws the person's initials when null. */
  image: string | null;
  /** Whole stars out of 5. */
  rating: number;
  feedback: string;
}

export const testimonials: Testimonial[] = [
  {
    name: 'Marcus Delaney',
    role: 'Operations Director, Atlas Freight',
    image: null,
    rating: 5,
    feedback:
      'ECS Digital replaced three spreadsheets and a shared inbox with one dispatch dashboard. Our coordinators save around two hours a day, and customers now get tracking updates without having to call us.',
  },
  {
    name: 'Priya Raman',
    role: 'Practice Manager, Harbor Health',
    image: null,
    rating: 5,
    feedback:
      'The new booking portal went live on the date they promised, and online appointments overtook phone bookings within two months. The team explained every decision in plain English.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Founder, Bluefin Foods',
    image: null,
    rating: 5,
    feedback:
      'Our Instagram and Facebook had been quiet for a year. Within one quarter of working with ECS Digital we were posting five times a week, and wholesale enquiries from social media had doubled.',
  },
  {
    name: 'Sophie Whitman',
    role: 'Marketing Manager, Summit Realty',
    image: null,
    rating: 5,
    feedback:
      'Their SEO audit found problems our previous agency had missed for years. Six months later we rank on the first page for our main city searches and organic leads are up 58%.',
  },
  {
    name: 'Elena Fischer',
    role: 'Head of Admissions, BrightPath Academy',
    image: null,
    rating: 5,
    feedback:
      'We hired a dedicated frontend developer and a content writer through ECS Digital for our enrolment season. Both felt like part of our own staff from the first week, and the new admissions pages converted far better.',
  },
  {
    name: 'James Carter',
    role: 'Managing Partner, Cedar & Co',
    image: null,
    rating: 5,
    feedback:
      'Fixed prices, honest timelines and a project lead who always picks up the phone. ECS Digital rebuilt our website and client portal, and we have already signed them for the next phase.',
  },
];
