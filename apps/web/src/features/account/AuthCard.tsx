/** The centred card every sign-in / sign-up / password page sits in. */
import type { ReactNode } from 'react';
import './AuthCard.css';

/** AuthCard with a page title (also the document title) and an optional footer line. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="page page--narrow auth">
      <title>{`${title} · Podium`}</title>
      <div className="card">
        <h1>{title}</h1>
        {subtitle && <p className="muted auth__subtitle">{subtitle}</p>}
        {children}
      </div>
      {footer && <p className="auth__footer">{footer}</p>}
    </div>
  );
}
