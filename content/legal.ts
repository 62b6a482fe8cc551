/**
 * Privacy policy, terms and conditions, and agreement text.
 * Company name, emails and addresses are read from ./site, never retyped here.
 */
import { headOffice, site, type Office } from './site';

export interface LegalSection {
  id: string;
  heading: string;
  /** HTML using <p> and <ul>. */
  body: string;
}

export interface AgreementSidePanel {
  heading: string;
  points: string[];
}

/** ISO date the terms and the agreement were last revised. */
export const legalUpdatedAt = '2026-11-01';

/** ISO date the privacy policy was last revised (its account of the contact map was corrected). */
export const privacyUpdatedAt = '2026-11-25';

function formatAddress(office: Office): string {
  return `${office.street}, ${office.city}, ${office.region} ${office.postalCode}, ${office.country}`;
}

const company = site.legalName;
const brand = site.name;
const ukOffice = site.offices.find((office) => office.country === 'United Kingdom') ?? headOffice;
const email = `<a href="mailto:${site.infoEmail}">${site.infoEmail}</a>`;
const postalAddress = formatAddress(ukOffice);

export const privacyIntro = `This policy explains how ${company} ("${brand}", "we", "us") collects, uses and protects personal information when you visit ${site.website}, contact us, place an order or apply to work with us. We handle personal data in line with the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`;

export const privacyPolicy: LegalSection[] = [
  {
    id: 'scope',
    heading: 'Scope of this policy',
    body: `<p>This policy applies to personal information we collect through our website, by email, by phone, through our forms and in the course of providing our services to you. It covers visitors, prospective and current clients, people who sign our agreements and people who apply for roles with us.</p><p>${company} is the data controller for this information. You can contact us at ${email} or by post at ${postalAddress}.</p>`,
  },
  {
    id: 'use-of-data',
    heading: 'How we use your information',
    body: `<p>We use your personal information only where the law allows us to, and for these purposes:</p><ul><li>to reply to enquiries and prepare quotes and proposals (our legitimate interests, or steps taken at your request before a contract);</li><li>to deliver the services you have ordered, issue invoices and manage payments (performance of a contract);</li><li>to keep records required for tax, accounting and legal purposes (legal obligation);</li><li>to keep our website and systems secure and to improve how they work (our legitimate interests);</li><li>to send marketing where you have agreed to receive it (consent).</li></ul>`,
  },
  {
    id: 'marketing',
    heading: 'Marketing',
    body: `<p>We will only send you news, offers and updates about our services if you have opted in, or if you are an existing client and the messages relate to services similar to those you have bought from us. Every marketing email includes a link to unsubscribe, and you can also ask us to stop at any time by writing to ${email}.</p><p>We never sell your personal information, and we do not pass it to other companies for their own marketing unless you have expressly opted in to that.</p>`,
  },
  {
    id: 'recruitment',
    heading: 'Recruitment',
    body: `<p>If you apply for a role with us or are put forward as a dedicated resource, we use the information in your application, such as your CV, work history, skills and references, to assess your suitability and to contact you about the role. We keep unsuccessful applications for six months so that we can consider you for similar roles, unless you ask us to delete them sooner.</p>`,
  },
  {
    id: 'data-we-collect',
    heading: 'Information we collect',
    body: `<p>Depending on how you interact with us, we may collect:</p><ul><li>identity and contact details: your name, job title, company, email address, phone number and postal address;</li><li>the content of messages, enquiries and project briefs you send us;</li><li>order and invoice details, such as the plans you choose, the amounts billed and your billing contact (we do not collect or store card numbers);</li><li>agreement records: your name, contact details, signature, the date and time of signing and the technical details of the device used;</li><li>technical data such as your IP address, browser type and the pages you visit on our website.</li></ul>`,
  },
  {
    id: 'disclosure',
    heading: 'Sharing your information',
    body: `<p>We share personal information only when it is needed, and only with:</p><ul><li>service providers who host our website, send our emails, process payments or provide accounting software, under contracts that require them to protect your data;</li><li>our own staff and contractors who need it to deliver your project;</li><li>professional advisers such as lawyers and accountants;</li><li>regulators, law enforcement or courts where the law requires us to.</li></ul><p>Where information is transferred outside the United Kingdom, we make sure it is protected by appropriate safeguards, such as the UK International Data Transfer Agreement or an adequacy decision.</p>`,
  },
  {
    id: 'cookies',
    heading: 'Cookies',
    body: `<p>Our website uses a small number of cookies and similar browser storage that are essential for it to work, for example to keep you signed in to our staff area or to remember the plans in your cart. We do not use advertising cookies. Any optional analytics are used only with your consent. The map on our contact page is a drawing served by this website itself: showing it sends nothing to a map provider, and OpenStreetMap is contacted only if you follow its Get directions link.</p><p>You can block or delete cookies in your browser settings, although parts of the website may not work properly if you do.</p>`,
  },
  {
    id: 'security',
    heading: 'Keeping your information secure',
    body: `<p>We protect personal information with appropriate technical and organisational measures, including encrypted connections, access limited to the people who need it, strong passwords, regular software updates and secure backups. No system is completely secure, but if a breach ever put your rights at risk we would tell you and the regulator as the law requires.</p>`,
  },
  {
    id: 'retention',
    heading: 'How long we keep information',
    body: `<p>We keep personal information only for as long as we need it for the purposes described in this policy:</p><ul><li>enquiries that do not lead to a project: up to two years from our last contact;</li><li>client, contract, agreement and invoice records: six years after the end of the financial year they relate to, as required for tax and legal purposes;</li><li>recruitment records: six months after the role is filled, unless you are hired.</li></ul><p>After that we delete the information or make it anonymous.</p>`,
  },
  {
    id: 'your-rights',
    heading: 'Your rights',
    body: `<p>Under data-protection law you have the right to:</p><ul><li>ask for a copy of the personal information we hold about you;</li><li>ask us to correct information that is wrong or incomplete;</li><li>ask us to delete your information where we no longer have a reason to keep it;</li><li>ask us to restrict or stop using your information, or object to how we use it;</li><li>ask us to transfer your information to another organisation in a commonly used format.</li></ul><p>To use any of these rights, email ${email}. We will not charge a fee, and we will respond within one month of receiving your request. If a request is complex we may extend this by up to two further months, and we will tell you why within the first month.</p>`,
  },
  {
    id: 'withdrawing-consent',
    heading: 'Withdrawing consent',
    body: `<p>Where we rely on your consent, for example to send you marketing emails, you can withdraw it at any time by using the unsubscribe link in any of our emails or by writing to ${email}. Withdrawing consent does not affect anything we did with your information before you withdrew it.</p>`,
  },
  {
    id: 'children',
    heading: 'Children',
    body: `<p>Our website and services are intended for businesses and adults. We do not knowingly collect personal information from anyone under the age of 18. If you believe a minor has sent us personal information, please contact us and we will delete it.</p>`,
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: `<p>We may update this policy from time to time. If we make significant changes, we will give you at least 30 days' notice by email where we have your address, and by publishing the new version on this page before it takes effect. The date at the top of this page shows when the policy was last revised.</p>`,
  },
  {
    id: 'complaints',
    heading: 'Complaints',
    body: `<p>If you are unhappy with how we have handled your personal information, please tell us first at ${email} so that we can put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK regulator for data protection, at ico.org.uk or by calling 0303 123 1113.</p>`,
  },
];

/** The five refund rules, exact wording (docs/product.md#terms). */
export const refundRules: string[] = [
  'Full refund if work has not started.',
  'Completed or delivered milestones are not refundable and must be paid for; the rest is refunded.',
  'If work has started but no milestone is reached, the client pays for hours worked.',
  'Refunds are subject to the individual project agreement.',
  'No refund once the whole project is delivered.',
];

export const termsIntro = `These terms apply to your use of ${site.website} and to the services ${company} provides. By using this website or placing an order with us, you accept them. Please read them together with our privacy policy.`;

export const termsAndConditions: LegalSection[] = [
  {
    id: 'site-changes',
    heading: 'Changes to our website',
    body: `<p>We update this website regularly to reflect our services, prices and work. We may change, suspend or withdraw any part of it without notice. We do our best to keep information accurate, but prices and plan details confirmed in your written quote or project agreement take precedence over anything shown on the website.</p>`,
  },
  {
    id: 'confidentiality',
    heading: 'Confidentiality of shared information',
    body: `<p>Anything you share with us about your business, including project briefs, designs, data, login details and commercial plans, is treated as confidential. We use it only to deliver your project, share it only with team members who need it, and do not disclose it to anyone else without your permission unless the law requires us to.</p><p>We are happy to sign a mutual non-disclosure agreement before you share sensitive information. These obligations continue after the project ends.</p>`,
  },
  {
    id: 'use-of-material',
    heading: 'Use of website material',
    body: `<p>The text, graphics, illustrations, logos and code on this website belong to ${company} or are used with permission. You may view and print pages for your own reference, but you may not copy, republish, sell or adapt any material without our written permission.</p><p>Work we create for clients is governed by the project agreement: once the relevant milestones are paid, ownership of the deliverables passes to the client.</p>`,
  },
  {
    id: 'third-party-links',
    heading: 'Links to other websites',
    body: `<p>Our website may link to other websites, such as client projects, partners or useful resources. These links are provided for convenience only. We do not control those websites and are not responsible for their content, availability or privacy practices.</p>`,
  },
  {
    id: 'refunds-and-cancellation',
    heading: 'Refund and cancellation',
    body: `<p>You may cancel a project at any time by writing to ${email}. Refunds are handled as follows:</p><ul>${refundRules
      .map((rule) => `<li>${rule}</li>`)
      .join(
        '',
      )}</ul><p>Approved refunds are paid to the original payment method within 14 days. Monthly marketing and SEO plans can be cancelled with effect from the end of the current billing month.</p>`,
  },
  {
    id: 'changes-to-terms',
    heading: 'Changes to these terms',
    body: `<p>We may revise these terms from time to time. The version published on this page when you place an order applies to that order. If you continue to use the website after a change, you accept the updated terms.</p>`,
  },
];

/** The closing line of the terms page, linking to /contact. */
export const termsContactPrompt = {
  text: 'Questions about these terms? Our team is happy to explain anything before you order.',
  link: { label: 'Contact us', to: '/contact' },
} as const;

export const agreementIntro = `Please read the following before placing your order. By signing below you confirm that you have read and agree to how ${company} will use your information and to our terms and conditions.`;

export const agreementSections: LegalSection[] = [
  {
    id: 'use-of-personal-information',
    heading: 'Use of your personal information',
    body: `<p>The name, phone number, email address and signature you provide are used to confirm your order, deliver the services you have chosen, send invoices and keep a record of this agreement. We store a record of when and from which device you signed, so that both parties have evidence of what was agreed. Full details are in our privacy policy.</p>`,
  },
  {
    id: 'promotional-offers',
    heading: 'Promotional offers',
    body: `<p>As a client, we may occasionally email you about new services, plan upgrades or offers similar to what you have ordered. Every message includes an unsubscribe link, and you can opt out at any time by writing to ${email}.</p>`,
  },
  {
    id: 'third-party-marketing',
    heading: 'Third-party marketing',
    body: `<p>We will never share your details with other companies for their own marketing unless you have given your express opt-in consent to that specific use. Signing this agreement does not count as that consent.</p>`,
  },
  {
    id: 'recruitment',
    heading: 'Recruitment',
    body: `<p>If your order includes dedicated resources, we share only the information our team members need to work with you, such as your name, company and work contact details. Candidate information we share with you must be used only to assess and work with that person, and must not be passed on.</p>`,
  },
  {
    id: 'complaints',
    heading: 'Complaints',
    body: `<p>If something is not right, please contact us at ${email} and we will respond within one month. If you are not satisfied with how we have handled your personal information, you can complain to the Information Commissioner's Office (ICO).</p>`,
  },
];

export const agreementSidePanel: AgreementSidePanel = {
  heading: 'What you are agreeing to',
  points: [
    `${company} may use your details to confirm and deliver your order and to invoice you.`,
    'A record of your signature, the time of signing and your device is kept as evidence of this agreement.',
    'You may receive occasional offers related to your order and can unsubscribe at any time.',
    'Your details are never passed to third parties for marketing without your express opt-in.',
    'Refunds and cancellations follow our terms and conditions and your project agreement.',
    `You can ask for a copy of your data or raise a complaint by writing to ${site.infoEmail}.`,
  ],
};
