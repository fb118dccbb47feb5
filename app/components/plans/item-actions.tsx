import { Form, Link } from "@remix-run/react";
import { clsx } from "clsx";
import { smallButtonClassName } from "./form-controls";

/**
 * Edit (a link that opens the edit form in place of the item, `#edit-{id}`) and Delete (a soft
 * delete, with undo) for one item.
 */
export function ItemActions({
  screen,
  id,
  name,
}: {
  screen: "/goals" | "/tasks" | "/habits";
  id: number;
  name: string;
}) {
  return (
    <>
      <Link
        to={`${screen}?edit=${id}#edit-${id}`}
        className={smallButtonClassName}
        aria-label={`Edit "${name}"`}
      >
        Edit
      </Link>
      <Form method="post">
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          name="intent"
          value="delete"
          aria-label={`Delete "${name}"`}
          className={clsx(smallButtonClassName, "text-red-700 dark:text-red-300")}
        >
          Delete
        </button>
      </Form>
    </>
  );
}
