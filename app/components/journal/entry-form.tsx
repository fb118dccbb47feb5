import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import type * as z from "zod";
import { Button } from "~/components/ui/button";
import { ErrorList, Field, TextareaField } from "~/components/ui/field";
import { MAX_ENTRY_LENGTH } from "~/lib/journal";
import type { JournalEntryFormSchema } from "~/schemas/journal";

/** Entries are written for today or a past day, in the person's own time zone. */
export const FUTURE_DAY_MESSAGE = "Choose today or an earlier day";

export type EntryFormValues = z.input<typeof JournalEntryFormSchema>;

/** HTML constraints per field name (required, maxLength…), as conform's `getZodConstraint` makes them. */
type FormConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

type EntryFormProps = {
  id: string;
  /** The action's reply after a failed save: its messages and what the person typed. */
  lastResult: SubmissionResult<string[]> | null | undefined;
  /**
   * The HTML constraints of JournalEntryFormSchema, computed by the route's loader
   * (`getZodConstraint`), so zod stays on the server.
   */
  constraint: FormConstraint;
  defaultValue: EntryFormValues;
  /** The latest day that may be chosen (today in the person's zone): no future entries. */
  maxDay: string;
  /** Set on screens with several actions (the entry screen's edit). */
  intent?: string;
  redirectTo?: string | null;
  submitLabel: string;
  pendingLabel: string;
  contentLabel: string;
  /** Where the form posts; the current route when unset. */
  action?: string;
};

/**
 * Title, date and text of an entry: writing one (/journal/new) and editing one (/journal/{id}).
 * Validation messages come from the server reply, so they show with JavaScript off too, and a
 * failed save keeps the text the person typed.
 */
export function EntryForm({
  id,
  lastResult,
  constraint,
  defaultValue,
  maxDay,
  intent,
  redirectTo,
  submitLabel,
  pendingLabel,
  contentLabel,
  action,
}: EntryFormProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm<EntryFormValues>({
    id,
    lastResult,
    defaultValue,
    constraint,
    shouldValidate: "onSubmit",
  });
  const pending =
    navigation.state === "submitting" &&
    (intent ? navigation.formData?.get("intent") === intent : true);

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Field
          label="Title (optional)"
          hint="Leave it empty and we'll suggest one."
          inputProps={{ ...getInputProps(fields.title, { type: "text" }), autoComplete: "off" }}
          errors={fields.title.errors}
        />
        <Field
          label="Date"
          inputProps={{ ...getInputProps(fields.day, { type: "date" }), max: maxDay }}
          errors={fields.day.errors}
        />
      </div>
      <TextareaField
        label={contentLabel}
        hint={`Up to ${MAX_ENTRY_LENGTH.toLocaleString("en-US")} characters. Only you can read it.`}
        textareaProps={{
          ...getTextareaProps(fields.content),
          // The limit is checked on save with a clear message; the browser must not cut text off.
          maxLength: undefined,
          rows: 12,
          placeholder: "How was your day? What's on your mind?",
        }}
        errors={fields.content.errors}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </Form>
  );
}
