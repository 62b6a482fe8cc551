import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * The trap field of every public form: hidden from people and assistive technology, left empty by
 * them, filled by bots. The server answers a filled one with a fake success and stores nothing.
 */
export function Honeypot(props: UseFormRegisterReturn) {
  return (
    <div className="hidden" aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
