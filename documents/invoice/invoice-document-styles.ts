import type { CSSProperties } from 'react';

// Colours from the token sheet (app/app.css), written out because email clients get no stylesheet.
// The PDF (InvoicePdf.server.tsx) uses the same ones.
export const invoiceColors = {
  navy: '#0b1b3f',
  ink: '#0f172a',
  muted: '#475569',
  placeholder: '#64748b',
  line: '#e2e8f0',
  surface: '#f8fafc',
  accent: '#4c3bea',
  accentDark: '#3d2dc4',
  accentSoft: '#eef0ff',
};
const color = invoiceColors;
const font = "'Inter Variable', 'Segoe UI', Helvetica, Arial, sans-serif";

/** The document's inline styles (email clients get no stylesheet). */
export const invoiceStyles = {
  page: {
    backgroundColor: '#ffffff',
    color: color.ink,
    fontFamily: font,
    fontSize: '14px',
    lineHeight: '1.5',
    maxWidth: '720px',
    margin: '0 auto',
    // A percentage keeps the document roomy on desktop and usable on a 375 px phone or mail app.
    padding: '4%',
    boxSizing: 'border-box',
    overflowWrap: 'break-word',
  },
  full: { width: '100%', borderCollapse: 'collapse' },
  top: { verticalAlign: 'top', padding: 0 },
  mark: {
    display: 'inline-block',
    width: '36px',
    height: '36px',
    lineHeight: '36px',
    borderRadius: '10px',
    backgroundColor: color.accent,
    backgroundImage: `linear-gradient(135deg, #6d5efc, ${color.accentDark})`,
    color: '#ffffff',
    fontWeight: 800,
    fontSize: '20px',
    textAlign: 'center',
    verticalAlign: 'middle',
  },
  wordmark: {
    display: 'inline-block',
    marginLeft: '10px',
    fontSize: '18px',
    fontWeight: 700,
    color: color.navy,
    verticalAlign: 'middle',
    letterSpacing: '-0.01em',
  },
  title: {
    margin: 0,
    fontSize: '24px',
    lineHeight: '1.1',
    letterSpacing: '0.1em',
    fontWeight: 800,
    color: color.navy,
  },
  number: { margin: '4px 0 0', fontSize: '15px', fontWeight: 600, color: color.accentDark },
  dates: { margin: '10px 0 0', fontSize: '13px', color: color.muted },
  rule: { border: 0, borderTop: `1px solid ${color.line}`, margin: '22px 0' },
  party: { verticalAlign: 'top', padding: '0 12px 0 0', width: '50%', overflowWrap: 'anywhere' },
  label: {
    margin: '0 0 6px',
    fontSize: '11px',
    fontWeight: 700,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: color.accentDark,
  },
  partyLine: { margin: 0, color: color.ink },
  partyName: { margin: 0, fontWeight: 600, color: color.navy },
  placeholder: { color: color.placeholder, fontStyle: 'italic' },
  th: {
    padding: '8px 4px',
    fontSize: '10px',
    fontWeight: 700,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
    color: color.navy,
    backgroundColor: color.accentSoft,
    textAlign: 'left',
    borderBottom: `1px solid ${color.line}`,
  },
  td: {
    padding: '9px 4px',
    borderBottom: `1px solid ${color.line}`,
    verticalAlign: 'top',
    fontSize: '13px',
  },
  empty: {
    padding: '14px 6px',
    borderBottom: `1px solid ${color.line}`,
    color: color.placeholder,
    fontStyle: 'italic',
    textAlign: 'center',
    fontSize: '13px',
  },
  summary: { width: '100%', maxWidth: '280px', borderCollapse: 'collapse', marginLeft: 'auto' },
  sumLabel: { padding: '4px 0', color: color.muted, fontSize: '13px' },
  sumValue: { padding: '4px 0', textAlign: 'right', fontSize: '13px', whiteSpace: 'nowrap' },
  totalLabel: {
    padding: '10px 0 0',
    borderTop: `2px solid ${color.navy}`,
    fontWeight: 700,
    color: color.navy,
    fontSize: '15px',
  },
  totalValue: {
    padding: '10px 0 0',
    borderTop: `2px solid ${color.navy}`,
    fontWeight: 800,
    color: color.navy,
    fontSize: '17px',
    textAlign: 'right',
    whiteSpace: 'nowrap',
  },
  footer: {
    marginTop: '28px',
    paddingTop: '14px',
    borderTop: `1px solid ${color.line}`,
    fontSize: '12px',
    color: color.muted,
    textAlign: 'center',
  },
  link: { color: color.accentDark, textDecoration: 'none' },
} satisfies Record<string, CSSProperties>;

/** A number column: right-aligned, on one line. */
export const numberCell: CSSProperties = { textAlign: 'right', whiteSpace: 'nowrap' };
