import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

export type FieldError = {
  /** The field without `body.`, indexes as dots: `templates.0.items.2.name`, `stages.3.days`. */
  field: string;
  message: string;
};

/**
 * The field-level problems of a 400 answer. The contract check writes `body.stages.3.days` and the
 * services `body.templates[0].items[2].name`; both become `stages.3.days` / `templates.0.items.2.name`.
 */
export function fieldErrorsOf(error: unknown): FieldError[] {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return [];
  return (error.body?.details ?? []).map((detail) => ({
    field: detail.field.replace(/\[(\d+)\]/g, '.$1').replace(/^body\.?/, ''),
    message: detail.message,
  }));
}
