export type ScreenHeadingProps = { title: string; description: string; id?: string };

/** The one <h1> of a signed-in screen and its short introduction. */
export function ScreenHeading({ title, description, id }: ScreenHeadingProps) {
  return (
    <header id={id} className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-1 text-muted">{description}</p>
    </header>
  );
}
