import { Form } from "@remix-run/react";
import { buttonClassName } from "~/components/ui/button";
import { inputClassName } from "~/components/ui/field";
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from "~/lib/community";

/** Chooses (or changes) the community name; posts to /community/profile. */
export function NameForm({
  defaultName,
  defaultShow,
  errors,
}: {
  defaultName?: string;
  defaultShow?: boolean;
  errors?: string[] | null;
}) {
  return (
    <Form method="post" action="/community/profile" className="mt-4 space-y-3">
      <div className="space-y-1">
        <label htmlFor="communityName" className="block text-sm font-medium">
          Community name
        </label>
        <input
          id="communityName"
          name="communityName"
          required
          minLength={NAME_MIN_LENGTH}
          maxLength={NAME_MAX_LENGTH}
          defaultValue={defaultName}
          autoComplete="off"
          aria-invalid={errors?.length ? true : undefined}
          aria-describedby={`communityName-hint${errors?.length ? " communityName-error" : ""}`}
          className={`${inputClassName} max-w-sm`}
        />
        <p id="communityName-hint" className="text-xs text-subtle">
          {NAME_MIN_LENGTH}–{NAME_MAX_LENGTH} letters, numbers, spaces, dots, dashes or underscores.
          Avoid your real name.
        </p>
        {errors?.length ? (
          <p
            id="communityName-error"
            role="alert"
            className="text-sm text-red-700 dark:text-red-300"
          >
            {errors.join(" ")}
          </p>
        ) : null}
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="showDisplayName"
          defaultChecked={defaultShow}
          className="mt-1"
        />
        <span>Also show my display name next to my community name on my posts</span>
      </label>
      <button type="submit" className={buttonClassName("primary")}>
        Save community name
      </button>
    </Form>
  );
}
