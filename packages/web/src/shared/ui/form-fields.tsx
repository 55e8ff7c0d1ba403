import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * Form fields of the shop, each with its visible label, a required marker, a hint and an error
 * message tied to the control (aria-describedby, aria-invalid), for react-hook-form's
 * `register()` props or controlled use. Forms use `noValidate`: the messages come from the
 * zod schemas, translated, not from the browser.
 */

const CONTROL =
  'block w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 shadow-xs placeholder:text-gray-500 focus-visible:ring-3 focus-visible:ring-focus/40 focus-visible:outline-none disabled:bg-gray-100 sm:text-sm';
const CONTROL_OK = 'border-gray-400 focus-visible:border-brand-500';
const CONTROL_INVALID = 'border-danger-600 focus-visible:border-danger-600';

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string');
  return present.length === 0 ? undefined : present.join(' ');
}

/** What ties a text control to its label, hint and error, and marks it required or invalid. */
function controlProps(
  id: string,
  required: boolean | undefined,
  hint: string | undefined,
  error: string | undefined,
) {
  return {
    'aria-required': required === true ? true : undefined,
    'aria-invalid': error !== undefined ? true : undefined,
    'aria-describedby': describedBy(
      hint !== undefined && `${id}-hint`,
      error !== undefined && `${id}-error`,
    ),
    className: `${CONTROL} ${error !== undefined ? CONTROL_INVALID : CONTROL_OK}`,
  };
}

/**
 * The visible required marker. Screen readers hear "required" from aria-required on the
 * control, so the star itself is hidden from them and the label stays the plain field name.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger-600">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="mt-1 text-sm text-danger-800">
      {message}
    </p>
  );
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

function FieldShell({
  id,
  label,
  required,
  hint,
  error,
  className = '',
  children,
}: FieldShellProps) {
  return (
    <div className={className}>
      {/* the star stays outside the label, so the label text is exactly the field's name */}
      <div className="mb-1 text-sm font-medium text-gray-800">
        <label htmlFor={id}>{label}</label>
        {required === true && <RequiredMark />}
      </div>
      {children}
      {hint !== undefined && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  error,
  hint,
  required,
  className,
  id: givenId,
  ref,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <input ref={ref} id={id} {...controlProps(id, required, hint, error)} {...inputProps} />
    </FieldShell>
  );
}

interface SelectFieldProps extends Omit<InputHTMLAttributes<HTMLSelectElement>, 'className'> {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  id: givenId,
  ref,
  children,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <select ref={ref} id={id} {...controlProps(id, required, hint, error)} {...selectProps}>
        {children}
      </select>
    </FieldShell>
  );
}

interface TextAreaFieldProps extends Omit<InputHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  label: string;
  error?: string;
  hint?: string;
  rows?: number;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  id: givenId,
  ref,
  rows = 4,
  ...areaProps
}: TextAreaFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <textarea
        ref={ref}
        id={id}
        rows={rows}
        {...controlProps(id, required, hint, error)}
        {...areaProps}
      />
    </FieldShell>
  );
}

interface CheckboxFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'className' | 'type'
> {
  label: ReactNode;
  error?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label to the right; the whole label is the click target. */
export function CheckboxField({
  label,
  error,
  required,
  className = '',
  id: givenId,
  ref,
  ...inputProps
}: CheckboxFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  return (
    <div className={className}>
      <div className="flex items-start gap-2.5">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-required={required === true ? true : undefined}
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={error !== undefined ? `${id}-error` : undefined}
          className={`mt-0.5 size-4 shrink-0 rounded-sm accent-brand-700 ${error !== undefined ? 'outline-2 outline-danger-600' : ''}`}
          {...inputProps}
        />
        <p className="text-sm text-gray-800">
          <label htmlFor={id}>{label}</label>
          {required === true && <RequiredMark />}
        </p>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
