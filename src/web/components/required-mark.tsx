/**
 * The asterisk beside a required field's label. It stays outside the label and hidden from screen readers, which
 * hear the control's own aria-required instead, so that the field's name is its label alone.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="font-semibold text-red-700 dark:text-red-400">
      *
    </span>
  );
}
