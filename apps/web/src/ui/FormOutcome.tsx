/** The result of a form submission, announced to screen readers. */
export function FormOutcome({ success, error }: { success: string | null; error: string | null }) {
  if (error) {
    return (
      <p className="notice notice-error" role="alert">
        <i className="pi pi-times-circle" aria-hidden="true" />
        <span>{error}</span>
      </p>
    );
  }
  if (success) {
    return (
      <p className="notice notice-success" role="status">
        <i className="pi pi-check-circle" aria-hidden="true" />
        <span>{success}</span>
      </p>
    );
  }
  return null;
}
