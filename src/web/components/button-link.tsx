import { Link, type LinkProps } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles';

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A link that looks like a button: it goes somewhere, so it stays an <a>. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
  ...rest
}: ButtonLinkProps) {
  return <Link className={[buttonClasses(variant, size, fullWidth), className].filter(Boolean).join(' ')} {...rest} />;
}
