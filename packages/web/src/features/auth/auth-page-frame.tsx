import type { ReactNode } from 'react';

/** The narrow card of the password pages. */
export function AuthPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-content px-4 py-8 sm:px-6 sm:py-12">
      <div className="mx-auto max-w-lg rounded-md border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="mb-5 text-2xl font-bold tracking-tight text-gray-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
