import { ExternalLink, Eye, EyeOff } from 'lucide-react';
import { Link } from '@shared/platform/router';
import { Button } from '@shared/ui/button';
import { StatusBadge } from '@shared/ui/badge';
import { formatNumber, formatThaiShortDate } from '@shared/messages/format';
import { th } from '@shared/messages';
import { adminTh } from '../../../config/messages.ts';
import { DataTable, Td, Th } from '../../../components/data-table.tsx';
import type { AdminArticle } from '../api/types.ts';
import { EditButton, DeleteButton } from '../../../components/row-action-buttons.tsx';

type ArticlesTableProps = {
  articles: AdminArticle[];
  busyId: number | null;
  onEdit: (a: AdminArticle) => void;
  onToggleStatus: (a: AdminArticle) => void;
  onDelete: (a: AdminArticle) => void;
};

export function ArticlesTable({ articles, busyId, onEdit, onToggleStatus, onDelete }: ArticlesTableProps) {
  const t = adminTh.articles;
  return (
    <DataTable caption={adminTh.tabs.articles}>
      <thead>
        <tr>
          <Th>{t.title}</Th>
          <Th>{t.author}</Th>
          <Th>{t.status}</Th>
          <Th className="text-end">{t.views}</Th>
          <Th>{t.date}</Th>
          <Th className="text-end">{t.actions}</Th>
        </tr>
      </thead>
      <tbody>
        {articles.map((a) => {
          const toggle = a.status === 'published' ? adminTh.actions.toDraft : adminTh.actions.publish;
          return (
            <tr key={a.id} data-testid="article-row">
              <Td className="font-medium">{a.title}</Td>
              <Td>{a.author?.name ?? '—'}</Td>
              <Td>
                <StatusBadge status={a.status} label={th.status[a.status]} />
              </Td>
              <Td className="text-end tabular-nums">{formatNumber(a.views)}</Td>
              <Td>{formatThaiShortDate(a.published_at ?? a.created_at)}</Td>
              <Td>
                <div className="flex flex-wrap justify-end gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busyId === a.id}
                    onClick={() => onToggleStatus(a)}
                    aria-label={`${toggle} ${a.title}`}
                  >
                    {a.status === 'published' ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                    {toggle}
                  </Button>
                  {/* A draft is readable at its address by admins only (get_article): the preview. */}
                  <Button asChild size="sm" variant="ghost">
                    <Link to={`/blog/${a.slug}`} aria-label={`${a.status === 'published' ? t.view : t.preview} ${a.title}`}>
                      <ExternalLink aria-hidden="true" />
                      {a.status === 'published' ? t.view : t.preview}
                    </Link>
                  </Button>
                  <EditButton itemLabel={a.title} onClick={() => onEdit(a)} />
                  <DeleteButton itemLabel={a.title} onClick={() => onDelete(a)} />
                </div>
              </Td>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
