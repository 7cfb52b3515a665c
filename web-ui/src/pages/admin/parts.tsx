// The building blocks the console tabs are made of: a panel's head, its error and notice lines, the create-or-edit
// form and which one is open, the table box with its row buttons, and an action (delete, revoke, …) that asks in a
// dialog first.
import { type ReactNode, useState } from 'react';
import { readableError } from '../../api';
import { Modal } from '../../components/Modal';

/** A panel's title, with its buttons or fields (if any) at the other end. */
export function PanelHead({ title, id, children }: { title: string; id?: string; children?: ReactNode }) {
  return (
    <div className="panel-head">
      <h2 id={id}>{title}</h2>
      {children}
    </div>
  );
}

/** The "New …" button of a panel's head. */
export function NewButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button className="btn primary small" onClick={onClick}>
      {children}
    </button>
  );
}

/** An error the screen reader announces at once; nothing while there is none. */
export function Alert({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <div className="alert" role="alert">
      {text}
    </div>
  );
}

/** What a write did, in a live region that is always there (so the first notice is announced too). */
export function LiveNotice({ text }: { text: string | null }) {
  return (
    <div aria-live="polite">
      {text && (
        <div className="notice" role="status">
          {text}
        </div>
      )}
    </div>
  );
}

export interface Editing<T> {
  /** Whether the form is open. */
  open: boolean;
  /** The row the form edits, or null for a new one. */
  row: T | null;
  /** The form's React key, so that another row's form starts afresh. */
  key: string;
  create: () => void;
  edit: (row: T) => void;
  close: () => void;
}

/** Which create-or-edit form of a list is open: none, a new row's, or the form of a row (`keyOf` tells rows apart). */
export function useEditing<T>(keyOf: (row: T) => string): Editing<T> {
  const [form, setForm] = useState<{ row: T | null } | null>(null);
  const row = form?.row ?? null;
  return {
    open: form !== null,
    row,
    key: row === null ? 'new' : keyOf(row),
    create: () => setForm({ row: null }),
    edit: (next) => setForm({ row: next }),
    close: () => setForm(null),
  };
}

export interface Submission {
  busy: boolean;
  error: string | null;
  /** Show `message` (a field the form itself refuses) without writing. */
  fail: (message: string) => void;
  /** Run `write` busy, after clearing the error; what it throws becomes the error. */
  run: (write: () => Promise<void>) => Promise<void>;
}

/** The state of a form that writes: busy while a write runs, and the error text of what went wrong. */
export function useSubmission(describe: (caught: unknown) => string = readableError): Submission {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (write: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await write();
    } catch (caught) {
      setError(describe(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, fail: setError, run };
}

/** A create-or-edit form: its title (also its accessible name), the error of its `submission`, the fields, then
 * Cancel and the submit button, which is disabled while the submission is busy. */
export function ConsoleForm({
  title,
  submission,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  submission: Pick<Submission, 'busy' | 'error'>;
  submitLabel: string;
  onSubmit: () => Promise<void>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form
      className="console-form"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      aria-label={title}
    >
      <h3>{title}</h3>
      <Alert text={submission.error} />
      {children}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn primary" disabled={submission.busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** A data table in a box that scrolls sideways on a narrow screen, named for screen readers and reachable by Tab. */
export function TableBox({
  label,
  busy,
  head,
  children,
}: {
  label: string;
  busy?: boolean;
  /** The header cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={label} aria-busy={busy}>
      <table className="data-table">
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The header of a column without a visible title (row buttons, bars). */
export function HiddenHeader({ children = 'Actions' }: { children?: string }) {
  return (
    <th>
      <span className="visually-hidden">{children}</span>
    </th>
  );
}

/** A row's button; `label` names it with its row ("Edit alice"), since every row has one. */
export function RowButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button className="btn small" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </button>
  );
}

/** A row's buttons cell: any of its own buttons (`children`), then Edit and Delete for those given. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  return (
    <td className="row-actions">
      {children}
      {onEdit && (
        <RowButton label={`Edit ${name}`} onClick={onEdit}>
          Edit
        </RowButton>
      )}
      {onDelete && (
        <RowButton label={`Delete ${name}`} onClick={onDelete}>
          Delete
        </RowButton>
      )}
    </td>
  );
}

export interface Confirmed<T> {
  /** The row asked about, while the dialog is open. */
  target: T | null;
  busy: boolean;
  ask: (row: T) => void;
  cancel: () => void;
  /** Act on the target, busy meanwhile; the dialog closes whatever the outcome. */
  confirm: () => Promise<void>;
}

/** An action on a row that asks first (delete, revoke, deactivate): `act` does it and what follows a success; what
 * it throws goes to `onError`. */
export function useConfirmed<T>(
  act: (row: T) => Promise<void>,
  onError: (caught: unknown) => void,
): Confirmed<T> {
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    try {
      await act(target);
    } catch (caught) {
      onError(caught);
    } finally {
      setBusy(false);
      setTarget(null);
    }
  };
  return { target, busy, ask: setTarget, cancel: () => setTarget(null), confirm };
}

/** The dialog of a `useConfirmed` action, open while it has a target: a danger button labelled `confirmLabel`.
 * `busy` adds another write of the panel that the confirm button waits for. */
export function ConfirmDialog<T>({
  action,
  title,
  confirmLabel = 'Delete',
  busy = false,
  children,
}: {
  action: Confirmed<T>;
  title: (row: T) => string;
  confirmLabel?: string;
  busy?: boolean;
  /** What confirming does, in a sentence or two (of the row, when a function). */
  children: ReactNode | ((row: T) => ReactNode);
}) {
  const row = action.target;
  if (row === null) return null;
  return (
    <Modal
      title={title(row)}
      confirmLabel={confirmLabel}
      danger
      busy={action.busy || busy}
      onConfirm={() => void action.confirm()}
      onCancel={action.cancel}
    >
      {typeof children === 'function' ? children(row) : children}
    </Modal>
  );
}
