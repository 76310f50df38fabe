import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { TextAreaField } from '../../../components/text-area-field';

export interface Mentionable {
  id: string;
  name: string;
}

interface MentionFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The members a note may mention, offered after '@'. */
  members: readonly Mentionable[];
  /** A member picked from the list: the note mentions them while '@Name' stays in its text. */
  onMention: (member: Mentionable) => void;
  error?: string;
  maxLength?: number;
}

/** The words typed after an '@' that starts a word, up to the caret; null when the caret is not in a mention. */
function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]*)$/.exec(text.slice(0, caret));
  return match ? { start: caret - match[2]!.length - 1, query: match[2]! } : null;
}

const MAX_SUGGESTIONS = 6;

/** A note's text, where '@' offers the company's members as a list (a combobox) to pick with the keyboard or pointer. */
export function MentionField({ label, value, onChange, members, onMention, error, maxLength }: MentionFieldProps) {
  const listId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const suggestions = mention
    ? members
        .filter((member) => member.name.toLowerCase().includes(mention.query.toLowerCase()))
        .slice(0, MAX_SUGGESTIONS)
    : [];
  const open = suggestions.length > 0;

  function follow(text: string, caret: number) {
    setMention(mentionQuery(text, caret));
    setActive(0);
  }

  function pick(member: Mentionable) {
    const field = textarea.current;
    if (!mention || !field) return;
    const end = mention.start + 1 + mention.query.length;
    const inserted = `@${member.name} `;
    onChange(value.slice(0, mention.start) + inserted + value.slice(end));
    onMention(member);
    setMention(null);
    const caret = mention.start + inserted.length;
    requestAnimationFrame(() => {
      field.focus();
      field.setSelectionRange(caret, caret);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(suggestions[active]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setMention(null);
    }
  }

  return (
    <div className="relative">
      <TextAreaField
        ref={textarea}
        label={label}
        rows={3}
        value={value}
        maxLength={maxLength}
        error={error}
        hint="Type @ to mention a member of your company."
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? `${listId}-${String(active)}` : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          follow(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setMention(null)}
      />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Members"
          className="absolute top-full left-0 z-30 mt-1 max-h-60 w-64 overflow-y-auto rounded-xl bg-white p-1 shadow-lg ring-1 ring-slate-200 dark:bg-slate-800 dark:ring-slate-700"
        >
          {suggestions.map((member, index) => (
            <li
              key={member.id}
              id={`${listId}-${String(index)}`}
              role="option"
              aria-selected={index === active}
              // The textarea keeps the focus: a click picks without blurring it.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(member);
              }}
              className={`cursor-pointer rounded-lg px-3 py-2 text-sm ${
                index === active
                  ? 'bg-brand-50 text-brand-800 dark:bg-slate-700 dark:text-white'
                  : 'text-slate-800 dark:text-slate-100'
              }`}
            >
              {member.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
