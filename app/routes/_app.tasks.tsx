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
import { clsx } from "clsx";
import { ItemActions } from "~/components/plans/item-actions";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SCHEME_CLASSES } from "~/components/plans/colors";
import {
  AiExplanation,
  ColorSchemeField,
  SelectField,
  UndoBanner,
} from "~/components/plans/form-controls";
import { TaskToggle } from "~/components/plans/plan-buttons";
import { TaskMeta } from "~/components/plans/task-meta";
import { SuggestButton, SuggestionList } from "~/components/plans/suggestions";
import { Field, TextareaField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";
import { ScreenHeading } from "~/components/ui/screen-heading";
import {
  CapNotice,
  EditInPlace,
  isSavingItem,
  Pagination,
  PlanFormFooter,
  useFocusOnMount,
  useSavedCount,
} from "~/components/plans/screen-parts";
import {
  itemCapMessage,
  listHref,
  listPageFor,
  PLAN_ITEM_CAP,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  type PlanRuleCode,
} from "~/lib/plans";
import { PRODUCT_NAME } from "~/lib/site";
import { goalNames } from "~/models/goals.server";
import { listPendingSuggestions } from "~/models/suggestions.server";
import { parseId, PlanRuleError } from "~/models/plans.server";
import {
  createTask,
  deletedTaskName,
  deleteTask,
  listTasks,
  restoreTask,
  updateTask,
} from "~/models/tasks.server";
import { TaskSchema } from "~/schemas/tasks";
import { requireUserId } from "~/services/auth.server";
import { deleteOrRestorePlanItem, planRuleReply } from "~/services/plan-item-actions.server";
import { readFormData } from "~/services/form-data.server";
import { redirectWithToast } from "~/services/session.server";
import { timezoneForRequest } from "~/services/request-timezone.server";

export const meta: MetaFunction = () => [{ title: `Tasks | ${PRODUCT_NAME}` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const userId = await requireUserId(request);
  const timezone = timezoneForRequest(userId, request);
  const url = new URL(request.url);
  const editId = parseId(url.searchParams.get("edit"));
  const deletedId = parseId(url.searchParams.get("deleted"));
  const deletedName = deletedId ? deletedTaskName(userId, deletedId) : null;
  const all = listTasks(userId, timezone);
  const { editing, list } = listPageFor(all, editId, url.searchParams.get("page"));
  const cap: { code: PlanRuleCode; message: string } | null =
    all.length >= PLAN_ITEM_CAP ? { code: "item_cap", message: itemCapMessage("task") } : null;
  return {
    suggestions: listPendingSuggestions(userId).tasks,
    tasks: list.items,
    activeCount: all.filter((task) => !task.completed).length,
    total: all.length,
    page: list.page,
    pageCount: list.pageCount,
    cap,
    goals: goalNames(userId),
    editing,
    deleted: deletedId && deletedName ? { id: deletedId, name: deletedName } : null,
    constraint: getZodConstraint(TaskSchema),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const userId = await requireUserId(request);
  const timezone = timezoneForRequest(userId, request);
  const formData = await readFormData(request);
  const intent = formData.get("intent");

  if (intent === "create" || intent === "update") {
    const submission = parseWithZod(formData, { schema: TaskSchema });
    if (submission.status !== "success") {
      return data({ result: submission.reply(), rule: null }, { status: 400 });
    }
    try {
      if (intent === "create") {
        const task = createTask(userId, submission.value, timezone);
        return redirectWithToast("/tasks", {
          type: "success",
          title: "Task created",
          description: task.title,
        });
      }
      const id = parseId(String(formData.get("id") ?? ""));
      const task = id ? updateTask(userId, id, submission.value, timezone) : undefined;
      if (!task) {
        return data(
          { result: submission.reply({ formErrors: ["That task no longer exists."] }), rule: null },
          { status: 404 },
        );
      }
      return redirectWithToast(listHref("/tasks", formData.get("page")), {
        type: "success",
        title: "Task updated",
        description: task.title,
      });
    } catch (error) {
      if (!(error instanceof PlanRuleError)) throw error;
      const { result, rule, status } = planRuleReply(submission, error);
      return data({ result, rule }, { status });
    }
  }

  return deleteOrRestorePlanItem(formData, {
    path: "/tasks",
    noun: "Task",
    remove: (id) => deleteTask(userId, id),
    restore: (id) => restoreTask(userId, id),
  });
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type TaskItem = LoaderData["tasks"][number];

/**
 * The person's tasks first (one page: active ones, then completed ones), the edit form in place
 * of the task being edited (`?edit={id}#edit-{id}`), then the New task form and the suggestions.
 */
export default function TasksScreen() {
  const { tasks, goals, editing, deleted, suggestions, page, pageCount, activeCount, total, cap } =
    useLoaderData<typeof loader>();
  const saved = useSavedCount("/tasks");
  const active = tasks.filter((task) => !task.completed);
  const completed = tasks.filter((task) => task.completed);
  const list = (items: TaskItem[]) => (
    <TaskList tasks={items} editing={editing} goals={goals} page={page} saved={saved} />
  );
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <ScreenHeading
        title="Tasks"
        description="Small steps, one at a time. Check them off as you go."
        id="top"
      />
      {deleted ? <UndoBanner label={deleted.name} id={deleted.id} /> : null}
      <Panel title="Active tasks">
        {!total ? (
          <div className="mt-4 rounded-xl border border-dashed border-line-strong p-6 text-center">
            <p className="font-semibold">No Tasks Yet</p>
            <p className="mt-1 text-sm text-muted">Add your first task below.</p>
          </div>
        ) : active.length ? (
          list(active)
        ) : activeCount ? (
          <p className="mt-3 text-muted">Your active tasks are on the earlier pages.</p>
        ) : (
          <p className="mt-3 text-muted">No active tasks!</p>
        )}
      </Panel>
      {completed.length ? <Panel title="Completed tasks">{list(completed)}</Panel> : null}
      <Pagination screen="/tasks" label="Task pages" page={page} pageCount={pageCount} />
      {editing ? null : (
        <Panel title="New task">
          {cap ? <CapNotice message={cap.message} code={cap.code} /> : null}
          <TaskForm key={`new-${saved}`} editing={null} goals={goals} page={page} blocked={!!cap} />
        </Panel>
      )}
      <div className="space-y-3">
        <SuggestButton redirectTo="/tasks" />
        <SuggestionList kind="task" suggestions={suggestions} redirectTo="/tasks" />
      </div>
    </div>
  );
}

function TaskForm({
  editing,
  goals,
  page,
  blocked = false,
}: {
  editing: LoaderData["editing"];
  goals: LoaderData["goals"];
  page: number;
  blocked?: boolean;
}) {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof TaskSchema>>({
    id: editing ? `task-${editing.id}` : "task-new",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: editing
      ? {
          title: editing.title,
          description: editing.description ?? "",
          dueDate: editing.dueDay ?? "",
          priority: editing.priority,
          goalId: editing.goalId ? String(editing.goalId) : "",
          colorScheme: String(editing.colorScheme),
        }
      : { priority: "medium", colorScheme: "1" },
    constraint,
    shouldValidate: "onSubmit",
  });
  useFocusOnMount(fields.title.id, Boolean(editing));
  const saving = isSavingItem(navigation);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
      {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
      <input type="hidden" name="page" value={page} />
      <Field
        label="Title"
        inputProps={getInputProps(fields.title, { type: "text" })}
        errors={fields.title.errors}
      />
      <TextareaField
        label="Description (optional)"
        textareaProps={{ ...getTextareaProps(fields.description), rows: 2 }}
        errors={fields.description.errors}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Due date"
          inputProps={getInputProps(fields.dueDate, { type: "date" })}
          errors={fields.dueDate.errors}
        />
        <SelectField
          label="Priority"
          selectProps={{
            id: fields.priority.id,
            name: fields.priority.name,
            defaultValue: fields.priority.initialValue as string | undefined,
          }}
          options={TASK_PRIORITIES.map((value) => ({
            value,
            label: TASK_PRIORITY_LABELS[value],
          }))}
          errors={fields.priority.errors}
        />
        <SelectField
          label="Goal (optional)"
          selectProps={{
            id: fields.goalId.id,
            name: fields.goalId.name,
            defaultValue: (fields.goalId.initialValue as string | undefined) ?? "",
          }}
          options={[
            { value: "", label: "No goal" },
            ...goals.map((goal) => ({ value: String(goal.id), label: goal.name })),
          ]}
          errors={fields.goalId.errors}
        />
      </div>
      <ColorSchemeField
        name={fields.colorScheme.name}
        defaultValue={fields.colorScheme.initialValue as string | undefined}
        errors={fields.colorScheme.errors}
      />
      <PlanFormFooter
        screen="/tasks"
        noun="task"
        errorId={form.errorId}
        errors={form.errors}
        rule={actionData?.rule}
        editing={Boolean(editing)}
        saving={saving}
        blocked={blocked}
        page={page}
      />
    </Form>
  );
}

function TaskList({
  tasks,
  editing,
  goals,
  page,
  saved,
}: {
  tasks: TaskItem[];
  editing: LoaderData["editing"];
  goals: LoaderData["goals"];
  page: number;
  saved: number;
}) {
  return (
    <ul className="mt-4 space-y-3">
      {tasks.map((task) =>
        task.id === editing?.id ? (
          <EditInPlace key={`edit-${task.id}-${saved}`} id={task.id} title={task.title}>
            <TaskForm editing={editing} goals={goals} page={page} />
          </EditInPlace>
        ) : (
          <li
            key={task.id}
            className={clsx(
              "flex flex-wrap items-start gap-3 rounded-xl border border-l-4 border-line p-4",
              SCHEME_CLASSES[task.colorScheme].accent,
            )}
          >
            <TaskToggle task={task} redirectTo="/tasks">
              {(completed) => (
                <div className="min-w-0">
                  <p
                    className={clsx(
                      "font-medium break-words",
                      completed && "text-slate-500 line-through dark:text-slate-400",
                    )}
                  >
                    {task.title}
                  </p>
                  {task.description ? (
                    <p className="text-sm text-body">{task.description}</p>
                  ) : null}
                  <TaskMeta
                    priority={task.priority}
                    dueDay={task.dueDay}
                    overdue={task.overdue}
                    completed={completed}
                  />
                  {task.goalName ? (
                    <p className="mt-1 text-xs text-muted">Goal: {task.goalName}</p>
                  ) : null}
                  <AiExplanation text={task.source === "ai" ? task.aiExplanation : null} />
                </div>
              )}
            </TaskToggle>
            <div className="flex gap-2">
              <ItemActions screen="/tasks" id={task.id} name={task.title} />
            </div>
          </li>
        ),
      )}
    </ul>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
