import { AlertRegion } from '@/components/hint/hint';

/**
 * The end of a form: the summary of what to fix (an alert, read out when it appears) and the
 * primary submit button, marked busy while the form is being sent.
 */
export function FormSubmit(props: { summary: string | null | undefined; busy: boolean; label: string }) {
  return (
    <>
      <AlertRegion as="div" message={props.summary} />
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
