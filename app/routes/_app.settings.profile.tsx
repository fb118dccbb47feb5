import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type * as z from "zod";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ScreenHeading } from "~/components/ui/screen-heading";
import { Button } from "~/components/ui/button";
import { ErrorList, Field, TextareaField } from "~/components/ui/field";
import { PRODUCT_NAME } from "~/lib/site";
import { updateProfile, UsernameTakenError } from "~/models/users.server";
import { ProfileSchema } from "~/schemas/profile";
import { requireUser } from "~/services/auth.server";
import { redirectWithToast } from "~/services/session.server";
import { readFormData } from "~/services/form-data.server";

export const meta: MetaFunction = () => [{ title: `Profile | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    email: user.email,
    isVerified: user.isVerified,
    profile: {
      name: user.name,
      displayName: user.displayName ?? "",
      username: user.username ?? "",
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      pronouns: user.pronouns ?? "",
      dateOfBirth: user.dateOfBirth ?? "",
      location: user.location ?? "",
      hobbies: user.hobbies.join(", "),
      interests: user.interests.join(", "),
      bio: user.bio ?? "",
    },
    constraint: getZodConstraint(ProfileSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const submission = parseWithZod(await readFormData(request), { schema: ProfileSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    updateProfile(user.id, submission.value);
  } catch (error) {
    if (error instanceof UsernameTakenError) {
      return data(
        { result: submission.reply({ fieldErrors: { username: [error.message] } }) },
        { status: 409 },
      );
    }
    throw error;
  }
  return redirectWithToast("/settings/profile", { type: "success", title: "Profile updated" });
}

export default function ProfileSettings() {
  const { email, isVerified, profile, constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof ProfileSchema>>({
    id: "profile",
    lastResult: actionData?.result,
    defaultValue: profile,
    constraint,
    shouldValidate: "onSubmit",
  });
  const saving = navigation.state === "submitting";
  const text = (field: typeof fields.name) => getInputProps(field, { type: "text" });

  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeading
        title="Profile"
        description="How you appear in the app. Only you can see this."
      />
      <Form
        method="post"
        {...getFormProps(form)}
        className="space-y-5 rounded-2xl border border-line bg-surface p-6"
      >
        <div>
          <p className="text-sm font-medium text-slate-800 dark:text-slate-200">Email</p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            {email}{" "}
            <span className="text-sm">({isVerified ? "verified" : "not verified yet"})</span>
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Name"
            inputProps={{ ...text(fields.name), autoComplete: "name" }}
            errors={fields.name.errors}
          />
          <Field
            label="Display name (optional)"
            hint="Used in the greeting, instead of your name."
            inputProps={{ ...text(fields.displayName), autoComplete: "nickname" }}
            errors={fields.displayName.errors}
          />
          <Field
            label="First name (optional)"
            inputProps={{ ...text(fields.firstName), autoComplete: "given-name" }}
            errors={fields.firstName.errors}
          />
          <Field
            label="Last name (optional)"
            inputProps={{ ...text(fields.lastName), autoComplete: "family-name" }}
            errors={fields.lastName.errors}
          />
          <Field
            label="Username (optional)"
            inputProps={{ ...text(fields.username), autoComplete: "username" }}
            errors={fields.username.errors}
          />
          <Field
            label="Pronouns (optional)"
            inputProps={text(fields.pronouns)}
            errors={fields.pronouns.errors}
          />
          <Field
            label="Date of birth (optional)"
            inputProps={{
              ...getInputProps(fields.dateOfBirth, { type: "date" }),
              autoComplete: "bday",
            }}
            errors={fields.dateOfBirth.errors}
          />
          <Field
            label="Location (optional)"
            inputProps={text(fields.location)}
            errors={fields.location.errors}
          />
        </div>
        <Field
          label="Hobbies (optional)"
          hint="Separate them with commas, e.g. reading, long walks, baking."
          inputProps={text(fields.hobbies)}
          errors={fields.hobbies.errors}
        />
        <Field
          label="Interests (optional)"
          hint="Separate them with commas."
          inputProps={text(fields.interests)}
          errors={fields.interests.errors}
        />
        <TextareaField
          label="About you (optional)"
          textareaProps={{ ...getTextareaProps(fields.bio), rows: 4 }}
          errors={fields.bio.errors}
        />
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : "Save profile"}
        </Button>
      </Form>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
