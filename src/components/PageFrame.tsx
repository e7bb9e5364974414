import { Skeleton } from "antd";
import type { ReactNode } from "react";

interface PageFrameProps {
  title: ReactNode;
  /** Buttons on the right of the title. */
  extra?: ReactNode;
  loading?: boolean;
  children: ReactNode;
}

/** A console page: its title as the page's heading, its buttons, and its content. */
export function PageFrame({ title, extra, loading, children }: PageFrameProps) {
  return (
    <section className="page-frame" aria-busy={loading || undefined}>
      <header className="page-frame-header">
        <h1 className="page-frame-title">{title}</h1>
        {extra ? <div className="page-frame-extra">{extra}</div> : null}
      </header>
      <div className="page-frame-body">
        {loading ? <Skeleton active paragraph={{ rows: 6 }} /> : children}
      </div>
    </section>
  );
}
