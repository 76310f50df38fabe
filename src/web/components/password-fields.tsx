import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

const PASSWORD_HINT =
  '8 to 128 characters with an uppercase and a lowercase letter, a number and a symbol or space. A passphrase works well.';

type PasswordInput = UseFormRegisterReturn & { error?: string };

interface PasswordFieldsProps {
  password: PasswordInput;
  confirmation: PasswordInput;
  /** Each screen keeps the specification's words: the signups ask to re-type, the reset to re-enter. */
  labels?: { password: string; confirmation: string };
  disabled?: boolean;
}

/** A new password and its confirmation, with the strong-password rule shown under the first. */
export function PasswordFields({
  password: { error: passwordError, ...password },
  confirmation: { error: confirmationError, ...confirmation },
  labels = { password: 'Password', confirmation: 'Re-type Password' },
  disabled,
}: PasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        disabled={disabled}
        hint={PASSWORD_HINT}
        error={passwordError}
        {...password}
      />
      <TextField
        label={labels.confirmation}
        type="password"
        autoComplete="new-password"
        required
        disabled={disabled}
        error={confirmationError}
        {...confirmation}
      />
    </>
  );
}
