/** An indeterminate progress bar (page wrapper, long requests); announced as busy. */
export function ProgressBar({ active, label }: { active: boolean; label: string }) {
  return (
    <div className="h-1 w-full overflow-hidden rounded bg-primary-light" role="progressbar" aria-label={label} aria-busy={active} hidden={!active}>
      {active ? <div className="progress-bar-indeterminate h-full w-1/3 rounded bg-primary" /> : null}
    </div>
  );
}
