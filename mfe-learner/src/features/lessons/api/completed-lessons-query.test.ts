import { describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { completedLessonsQuery } from '@shared/db/lessons';

describe('completedLessonsQuery (decision 0075: the ticks travel in a server render)', () => {
  it('keeps the answer as an array through the page JSON, and the page reads it as a Set', () => {
    const server = new QueryClient();
    server.setQueryData(completedLessonsQuery(1, 'u1').queryKey, [111, 112]);
    const browser = new QueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))) as ReturnType<typeof dehydrate>);

    const observer = new QueryObserver(browser, { ...completedLessonsQuery(1, 'u1'), staleTime: Infinity });
    const completed = observer.getCurrentResult().data;
    expect(completed).toBeInstanceOf(Set);
    expect(completed?.has(111)).toBe(true);
    expect(completed?.has(113)).toBe(false);
    // The same Set while the answer stays: the same select function is not run again.
    expect(observer.getCurrentResult().data).toBe(completed);
  });
});
