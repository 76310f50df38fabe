import { Link, type LinkProps } from 'react-router';

export function TextLink({ className, ...rest }: LinkProps) {
  return (
    <Link
      className={`rounded font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300 ${className ?? ''}`}
      {...rest}
    />
  );
}
