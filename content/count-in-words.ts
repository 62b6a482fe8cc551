const words = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

/** 3 → 'Three' at the start of a sentence; numbers past ten stay digits. */
export function countInWords(count: number): string {
  return words[count] ?? String(count);
}
