import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Field } from "~/components/ui/field";

/**
 * A write-only secret input for the admin settings screens (docs/product.md, admin settings): the
 * page never receives a saved secret, and never echoes back what was just typed, even after a
 * failed save. `status` says what is saved (e.g. "A key is saved (sk-…abcd)."); `removeName`,
 * when given, adds the "Remove the saved …" box.
 */
export function SecretField({
  field,
  label,
  status,
  noun = "secret",
  removeName,
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  status: string;
  noun?: string;
  removeName?: string;
}) {
  return (
    <div className="space-y-2">
      <Field
        label={label}
        hint={`${status} Write-only: leave blank to keep the saved ${noun}. Stored encrypted.`}
        inputProps={{
          ...getInputProps(field, { type: "password" }),
          defaultValue: "",
          autoComplete: "new-password",
          spellCheck: false,
        }}
        errors={field.errors}
      />
      {removeName ? (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name={removeName} className="h-4 w-4 accent-brand-700" />
          Remove the saved {noun}
        </label>
      ) : null}
    </div>
  );
}
