/** The home page FAQ accordion: exactly six items (docs/product.md#home). */
export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export const faqs: FaqItem[] = [
  {
    id: 1,
    question: 'How long does a typical project take?',
    answer:
      'A business website usually takes four to six weeks from the signed plan to launch, and a custom web application eight to sixteen weeks depending on its scope. Social media and SEO plans start within five working days of sign-up. Your written plan lists every milestone with a date, so you know exactly what to expect.',
  },
  {
    id: 2,
    question: 'How is pricing worked out, and are there hidden costs?',
    answer:
      'Our plans have fixed prices, shown on the pricing page. For custom work we agree a fixed price per milestone before anything starts. The only extra costs are ones you approve in advance, such as paid advertising budgets, premium plugins or hosting, which are billed at cost with no mark-up.',
  },
  {
    id: 3,
    question: 'Who owns the code and content you create?',
    answer:
      'You do. Once each milestone is paid, the source code, designs, written content and every account we set up on your behalf (hosting, domains, analytics and ad accounts) belong to your business. We hand over repositories and documentation so any developer can continue the work.',
  },
  {
    id: 4,
    question: 'What support do you offer after launch?',
    answer:
      'Every software plan includes 30 to 90 days of post-launch support for fixes and small adjustments. After that, most clients choose a monthly maintenance agreement covering security updates, backups, uptime monitoring and a set number of hours for improvements, with replies within one business day.',
  },
  {
    id: 5,
    question: 'When will I see results from SEO?',
    answer:
      'Technical fixes often improve visibility within a few weeks, while rankings for competitive keywords usually take three to six months to move significantly. We report rankings, organic traffic and enquiries every month, and we never promise guaranteed first-place positions, because no honest agency can.',
  },
  {
    id: 6,
    question: 'How do we get started?',
    answer:
      'Choose a plan on the pricing page or send us a message through the contact form. We arrange a short call to understand your goals, then send a written plan with the scope, timeline and price within three working days. Work begins as soon as you approve it.',
  },
];
