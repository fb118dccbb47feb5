/**
 * The submitted form, or a 400 when the body is not a form at all (JSON, garbage, a broken
 * multipart stream): bad input gets a clear answer, never a 500.
 */
export async function readFormData(request: Request) {
  try {
    return await request.formData();
  } catch {
    throw new Response("The form could not be read. Please reload the page and try again.", {
      status: 400,
    });
  }
}
