import { get, set } from 'react-hook-form';

/**
 * What is read of a form control: the shape an `<input>`, `<select>` or `<textarea>` has in the
 * page (`type` is `select-one` for a select, `textarea` for a textarea).
 */
export interface PageControl {
  name: string;
  type: string;
  value: string;
  checked?: boolean;
  disabled: boolean;
}

/** Controls a visitor does not fill in themselves, or whose value is not a field's. */
const NOT_FILLED_IN = new Set([
  'hidden',
  'file',
  'submit',
  'button',
  'reset',
  'image',
  'select-multiple',
]);

/**
 * The form's values as the page shows them: `start` (the values it was rendered with), with what
 * the visitor typed, chose or ticked in each of its controls before the page's scripts ran
 * (docs/decisions/066-forms-filled-before-scripts.md). A control counts only when `start` has a
 * value at its name (`services.0.plan` reaches into lists) and the control holds another one; a
 * checkbox fills a true/false field with whether it is ticked. `changed` names the fields that
 * differ from `start`, in the page's order.
 */
export function valuesOnPage<T extends object>(
  controls: Iterable<PageControl>,
  start: T,
): { values: T; changed: string[] } {
  let values = start;
  const changed: string[] = [];
  for (const control of controls) {
    if (!control.name || control.disabled || NOT_FILLED_IN.has(control.type)) continue;
    if (control.type === 'radio' && !control.checked) continue;
    const current: unknown = get(start, control.name);
    if (current === undefined || current === null || typeof current === 'object') continue;
    const shown: unknown =
      control.type === 'checkbox'
        ? typeof current === 'boolean'
          ? Boolean(control.checked)
          : control.checked
            ? control.value
            : ''
        : control.value;
    if (typeof current === 'boolean' ? shown === current : String(shown) === String(current))
      continue;
    if (values === start) values = structuredClone(start);
    set(values, control.name, shown);
    changed.push(control.name);
  }
  return { values, changed };
}
