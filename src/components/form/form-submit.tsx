/**
 * The end of a form: the summary of what to fix (an alert, read out when it appears) and the
 * primary submit button, marked busy while the form is being sent.
 */
export function FormSubmit(props: { summary: string | null | undefined; busy: boolean; label: string }) {
  return (
    <>
      <div role="alert" className="text-sm font-semibold text-error empty:hidden">
        {props.summary}
      </div>
      <button
        type="submit"
        aria-disabled={props.busy || undefined}
        className="rounded-shop bg-primary px-4 py-3 font-semibold text-primary-contrast"
      >
        {props.label}
      </button>
    </>
  );
}
