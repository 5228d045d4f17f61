import type { ReactNode } from 'react';
import { useDocumentTitle } from '../shell/document-title';

export interface StatusPageProps {
  code: string;
  heading: string;
  message: string;
  children?: ReactNode;
}

/** The standalone 401 and 404 pages. */
export function StatusPage({ code, heading, message, children }: StatusPageProps) {
  useDocumentTitle(code);
  return (
    <main className="flex min-h-full items-center justify-center bg-white px-6 py-16">
      <div className="max-w-md text-center">
        <p className="text-6xl font-bold text-primary-strong" aria-hidden="true">
          {code}
        </p>
        <h1 className="mt-4 text-xl font-semibold text-gray-900" data-testid="status-heading">
          {heading}
        </h1>
        <p className="mt-2 text-sm text-gray-700">{message}</p>
        <div className="mt-6 flex justify-center gap-3">{children}</div>
      </div>
    </main>
  );
}
