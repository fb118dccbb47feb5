import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { clsx } from "clsx";
import { CommunityAdminScreen } from "~/components/admin/community-admin-screen";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Button, buttonClassName } from "~/components/ui/button";
import { Field, TextareaField } from "~/components/ui/field";
import {
  CIRCLE_DESCRIPTION_MAX,
  CIRCLE_NAME_MAX,
  CIRCLE_SLUG_MAX,
} from "~/lib/community-moderation";
import { PRODUCT_NAME } from "~/lib/site";
import {
  createCircle,
  listAllCircles,
  moveCircle,
  setCircleArchived,
  updateCircle,
  type CircleChange,
} from "~/models/community/circles-admin.server";
import {
  CircleChangeSchema,
  CreateCircleSchema,
  UpdateCircleSchema,
} from "~/schemas/community-moderation";
import { auditAdminAction } from "~/services/admin-audit.server";
import { requireAdmin } from "~/services/auth.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/session.server";

export const meta: MetaFunction = () => [{ title: `Community Circles | ${PRODUCT_NAME}` }];

const HERE = "/admin/community/circles";

/** Every circle, archived ones too, in the order members see them. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return { circles: listAllCircles() };
}

type Failure = {
  intent: string | null;
  circleId: number | null;
  errors: Record<string, string[]>;
  values: Record<string, string>;
};

function failure(status: number, reply: Omit<Failure, "values">, formData: FormData) {
  const values: Record<string, string> = {};
  for (const key of ["name", "slug", "description"]) {
    const value = formData.get(key);
    if (typeof value === "string") values[key] = value.slice(0, 2000);
  }
  return data<Failure>({ ...reply, values }, { status });
}

function fieldErrors(error: Record<string, string[] | null> | null | undefined) {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error ?? {})) {
    if (messages?.length) errors[field] = messages;
  }
  return errors;
}

const GONE = "This circle no longer exists. Reload the page.";

const DONE = {
  "move-up": { action: "community_circle.reorder", title: "Circle moved up" },
  "move-down": { action: "community_circle.reorder", title: "Circle moved down" },
  archive: { action: "community_circle.archive", title: "Circle archived" },
  unarchive: { action: "community_circle.unarchive", title: "Circle restored" },
} as const;

/** Add a circle, edit its name and description, move it, archive or restore it. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const rawId = Number(formData.get("circleId"));
  const base = {
    intent: typeof intent === "string" ? intent.slice(0, 20) : null,
    circleId: Number.isSafeInteger(rawId) && rawId > 0 ? rawId : null,
  };

  let outcome: CircleChange & { changed?: string[] };
  let auditAction: string;
  let title: string;
  if (intent === "create") {
    const submission = parseWithZod(formData, { schema: CreateCircleSchema });
    if (submission.status !== "success") {
      return failure(400, { ...base, errors: fieldErrors(submission.error) }, formData);
    }
    const { name, slug, description } = submission.value;
    outcome = createCircle({ name, slug, description });
    auditAction = "community_circle.create";
    title = "Circle added";
  } else if (intent === "update") {
    const submission = parseWithZod(formData, { schema: UpdateCircleSchema });
    if (submission.status !== "success") {
      return failure(400, { ...base, errors: fieldErrors(submission.error) }, formData);
    }
    const { circleId, name, description } = submission.value;
    outcome = updateCircle(circleId, { name, description });
    auditAction = "community_circle.update";
    title = "Circle saved";
  } else {
    const submission = parseWithZod(formData, { schema: CircleChangeSchema });
    if (submission.status !== "success") {
      return failure(400, { ...base, errors: fieldErrors(submission.error) }, formData);
    }
    const { intent: change, circleId } = submission.value;
    outcome =
      change === "archive" || change === "unarchive"
        ? setCircleArchived(circleId, change === "archive")
        : moveCircle(circleId, change === "move-up" ? "up" : "down");
    auditAction = DONE[change].action;
    title = DONE[change].title;
  }

  if (outcome.status === "invalid")
    return failure(400, { ...base, errors: outcome.errors }, formData);
  if (outcome.status === "not-found")
    return failure(404, { ...base, errors: { "": [GONE] } }, formData);
  if (outcome.status === "unchanged") {
    return redirectWithToast(HERE, { type: "info", title: "Nothing to change" });
  }
  const details: Record<string, unknown> = { slug: outcome.circle.slug, name: outcome.circle.name };
  if (outcome.changed) details.changed = outcome.changed;
  if (intent === "move-up" || intent === "move-down") details.direction = intent.slice(5);
  auditAdminAction(request, admin, auditAction, {
    target: `community_circle:${outcome.circle.id}`,
    details,
  });
  return redirectWithToast(HERE, { type: "success", title, description: outcome.circle.name });
}

type Circle = ReturnType<typeof useLoaderData<typeof loader>>["circles"][number];

export default function AdminCommunityCircles() {
  const { circles } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const createFailure = actionData?.intent === "create" ? actionData : null;
  const orphan =
    actionData &&
    actionData.intent !== "create" &&
    !circles.some((circle) => circle.id === actionData.circleId)
      ? Object.values(actionData.errors).flat()
      : [];

  return (
    <CommunityAdminScreen
      title="Community Circles"
      description="The circles members post in: add, rename, reorder, archive."
      orphanErrors={orphan}
    >
      <section aria-labelledby="circles-heading" className="space-y-3">
        <h2 id="circles-heading" className="text-lg font-semibold">
          Circles
        </h2>
        {circles.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line-strong bg-surface p-8 text-center text-muted">
            No circles yet. Add the first one below.
          </p>
        ) : (
          <ol className="space-y-3">
            {circles.map((circle, index) => (
              <li key={circle.id}>
                <CircleCard
                  circle={circle}
                  first={index === 0}
                  last={index === circles.length - 1}
                  failure={
                    actionData &&
                    actionData.circleId === circle.id &&
                    actionData.intent !== "create"
                      ? actionData
                      : null
                  }
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      <AddCircle failure={createFailure} count={circles.length} />
    </CommunityAdminScreen>
  );
}

function AddCircle({ failure, count }: { failure: Failure | null; count: number }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "create";
  return (
    <section
      aria-labelledby="add-circle-heading"
      className="space-y-4 rounded-2xl border border-line bg-surface p-5"
    >
      <h2 id="add-circle-heading" className="text-lg font-semibold">
        Add a circle
      </h2>
      {/* Keyed so a failed save shows what was typed and a new circle empties the form. */}
      <Form
        method="post"
        action={HERE}
        className="space-y-4"
        key={failure ? "failed" : `fresh-${count}`}
      >
        <input type="hidden" name="intent" value="create" />
        <Field
          label="Name"
          errors={failure?.errors.name}
          inputProps={{
            id: "new-circle-name",
            name: "name",
            required: true,
            maxLength: CIRCLE_NAME_MAX,
            defaultValue: failure?.values.name ?? "",
          }}
        />
        <Field
          label="Address (optional)"
          hint={`Shown as /community/…; made from the name when left blank. Lower-case letters, digits and hyphens, up to ${CIRCLE_SLUG_MAX}. It cannot change later.`}
          errors={failure?.errors.slug}
          inputProps={{
            id: "new-circle-slug",
            name: "slug",
            maxLength: CIRCLE_SLUG_MAX,
            defaultValue: failure?.values.slug ?? "",
          }}
        />
        <TextareaField
          label="Description"
          errors={failure?.errors.description}
          textareaProps={{
            id: "new-circle-description",
            name: "description",
            required: true,
            rows: 3,
            maxLength: CIRCLE_DESCRIPTION_MAX,
            defaultValue: failure?.values.description ?? "",
          }}
        />
        {failure?.errors[""] ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {failure.errors[""][0]}
          </p>
        ) : null}
        <Button type="submit" disabled={busy}>
          Add circle
        </Button>
      </Form>
    </section>
  );
}

function CircleCard({
  circle,
  first,
  last,
  failure,
}: {
  circle: Circle;
  first: boolean;
  last: boolean;
  failure: Failure | null;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formData?.get("circleId") === String(circle.id);
  const headingId = `circle-${circle.id}-name`;
  const editFailure = failure?.intent === "update" ? failure : null;
  const general = failure ? (failure.errors[""] ?? failure.errors.circleId ?? []) : [];
  const hidden = <input type="hidden" name="circleId" value={circle.id} />;

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words">
            {circle.name}
          </h3>
          <p className="text-sm break-all text-muted">
            /community/{circle.slug} · {circle.posts === 1 ? "1 post" : `${circle.posts} posts`}
          </p>
        </div>
        {circle.archived ? (
          <span className="inline-flex items-center rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            Archived
          </span>
        ) : null}
      </header>
      <p className="mt-2 text-sm break-words whitespace-pre-wrap">{circle.description}</p>
      {general.length ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {general[0]}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap items-start gap-2 border-t border-line pt-4">
        <Form method="post" action={HERE} className="flex gap-2">
          {hidden}
          <Button
            type="submit"
            variant="secondary"
            name="intent"
            value="move-up"
            disabled={busy || first}
            aria-label={`Move ${circle.name} up`}
          >
            Move up
          </Button>
          <Button
            type="submit"
            variant="secondary"
            name="intent"
            value="move-down"
            disabled={busy || last}
            aria-label={`Move ${circle.name} down`}
          >
            Move down
          </Button>
        </Form>
        <Form method="post" action={HERE}>
          {hidden}
          <Button
            type="submit"
            variant="secondary"
            name="intent"
            value={circle.archived ? "unarchive" : "archive"}
            disabled={busy}
            aria-label={`${circle.archived ? "Restore" : "Archive"} ${circle.name}`}
          >
            {circle.archived ? "Restore" : "Archive"}
          </Button>
        </Form>
        <details className="w-full" open={Boolean(editFailure)}>
          <summary
            className={clsx(
              buttonClassName("ghost"),
              "cursor-pointer list-none [&::-webkit-details-marker]:hidden",
            )}
          >
            Edit<span className="sr-only"> {circle.name}</span>
          </summary>
          <Form
            method="post"
            action={HERE}
            className="mt-3 space-y-3"
            key={editFailure ? "failed" : `${circle.name}|${circle.description}`}
          >
            {hidden}
            <input type="hidden" name="intent" value="update" />
            <Field
              label="Name"
              errors={editFailure?.errors.name}
              inputProps={{
                id: `circle-${circle.id}-edit-name`,
                name: "name",
                required: true,
                maxLength: CIRCLE_NAME_MAX,
                defaultValue: editFailure?.values.name ?? circle.name,
              }}
            />
            <TextareaField
              label="Description"
              errors={editFailure?.errors.description}
              textareaProps={{
                id: `circle-${circle.id}-edit-description`,
                name: "description",
                required: true,
                rows: 3,
                maxLength: CIRCLE_DESCRIPTION_MAX,
                defaultValue: editFailure?.values.description ?? circle.description,
              }}
            />
            <Button type="submit" disabled={busy}>
              Save circle
            </Button>
          </Form>
        </details>
      </div>
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
