import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router';
import type { MenuEntry } from '@shop/domain/api/shell.ts';
import type { ShellParams } from '#web/shared/routing/paths.ts';
import { menuTarget } from '#web/shared/menu/menu-links.ts';

interface EntryLinkProps extends ComponentPropsWithRef<'a'> {
  shell: ShellParams;
  entry: MenuEntry;
  label?: string;
}

/**
 * A menu entry as a link; external links open in a new tab. Forwards Radix's item props; children
 * follow the name (the desktop menu's chevron).
 */
export function EntryLink({ shell, entry, label, children, ...anchorProps }: EntryLinkProps) {
  const target = menuTarget(shell, entry);
  if (target.kind === 'external') {
    return (
      <a {...anchorProps} href={target.href} target="_blank" rel="noopener noreferrer">
        {label ?? entry.name}
        {children}
      </a>
    );
  }
  return (
    <Link {...anchorProps} to={target.href}>
      {label ?? entry.name}
      {children}
    </Link>
  );
}
