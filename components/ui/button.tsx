import { Spinner } from "./spinner";

type TButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary" | "outline" | "ghost" | "danger";
  pending?: boolean;
};

const variants = {
  primary: "bg-primary text-white hover:bg-primary-dark disabled:bg-primary/50",
  secondary: "bg-secondary text-white hover:bg-secondary-dark disabled:bg-secondary/50",
  outline: "border border-primary text-primary hover:bg-primary-light disabled:opacity-50",
  ghost: "text-primary hover:bg-primary-light disabled:opacity-50",
  /** What cannot be undone (delete forever). */
  danger: "bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/50",
};

/**
 * The keyboard's ring on every button: a dark outline clear of the button (seen on white and on the
 * page's grey) inside a white one (seen where the button sits on a coloured bar): a filled button's
 * blue no longer hides it.
 */
const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink focus-visible:shadow-[0_0_0_2px_#fff]";

export function Button({ variant = "primary", pending = false, className = "", children, disabled, ...rest }: TButtonProps) {
  return (
    <button
      {...rest}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={`inline-flex h-10 items-center justify-center gap-2 rounded-md px-5 text-sm font-medium transition-colors disabled:cursor-not-allowed ${focusRing} ${variants[variant]} ${className}`}
    >
      {pending ? <Spinner size="small" /> : null}
      {children}
    </button>
  );
}
