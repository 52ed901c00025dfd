import { Callout, H2, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './demo.css';

interface Props {
  title: string;
  loading?: boolean;
  error?: { message: string } | null;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every demo screen: title, a note that the data is canned, loading and errors. */
export function DemoPage({ title, loading, error, actions, children }: Props) {
  return (
    <section className="app-page demo-page">
      <div className="demo-page-head">
        <H2 className="app-page-title">{title}</H2>
        {actions}
      </div>
      {error && (
        <Callout intent="danger" className="demo-error">
          {error.message}
        </Callout>
      )}
      {loading ? <Spinner size={32} /> : children}
    </section>
  );
}
