import { X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { inputClasses, type ControlProps } from '~/components/ui/Field';

/** Tags as removable chips; Enter or a comma adds what was typed (several, comma-separated). */
export function TagInput({
  control,
  value,
  onChange,
  onBlur,
}: {
  control: ControlProps;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
}) {
  const [draft, setDraft] = useState('');
  const commit = (text: string) => {
    const added = text
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    if (!added.length) return;
    const next = [...value];
    for (const tag of added)
      if (!next.some((t) => t.toLowerCase() === tag.toLowerCase())) next.push(tag);
    onChange(next);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className="space-y-2">
      {value.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Tags added">
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-pill bg-accent-50 py-1 pr-1 pl-3 text-sm font-medium text-accent-800"
            >
              {tag}
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-accent-100"
                aria-label={`Remove tag ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        {...control}
        type="text"
        value={draft}
        onChange={(event) => {
          const text = event.target.value;
          if (text.includes(',')) commit(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit(draft);
          onBlur?.();
        }}
        placeholder="Type a tag and press Enter"
        className={inputClasses}
      />
    </div>
  );
}
