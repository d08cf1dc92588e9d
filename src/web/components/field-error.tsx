import { fieldMessage } from '../lib/field-message';

interface FieldErrorProps {
  id: string;
  message: string | undefined;
}

/** The message under an input; the input points at it with aria-describedby so screen readers read it too. */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger">
      {fieldMessage(message)}
    </p>
  );
}
