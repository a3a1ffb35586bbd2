import { Link } from "wouter";

export function ServerErrorPage() {
  return (
    <main style={{ maxWidth: 720, margin: "40px auto", padding: "0 16px" }}>
      <h1>Something went wrong</h1>
      <p>The server could not complete the request. Please try again in a moment.</p>
      <Link href="/">Back to home</Link>
    </main>
  );
}
