import { useEffect, useState } from 'react';
import type { PublishJobView } from '#studio/shared/apiTypes';
import { answerOf, messageOf, studio } from '../api';

/** How often the dialog asks how far the build is. */
const POLL_MS = 400;

interface PublishJobOptions {
  open: boolean;
  /** The hosted studio: the approval request whose version is built. */
  request?: string;
  onClose: () => void;
  onPublished: () => void;
}

/**
 * The publish job behind the dialog: started when it opens, followed until its changes are there (or it was refused),
 * cancelled when the dialog closes before the switch, and switched live on confirm.
 */
export function usePublishJob({ open, request, onClose, onPublished }: PublishJobOptions) {
  const [job, setJob] = useState<PublishJobView>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!open) return;
    setJob(undefined);
    setFailure(undefined);
    answerOf(studio.publish.start.$post({ json: request ? { request } : {} })).then(setJob, (error: unknown) => setFailure(messageOf(error)));
  }, [open, request]);

  // Follows the check and the build until the changes are there (or the publish was refused).
  const jobId = job?.id;
  const running = job?.state === 'running';
  useEffect(() => {
    if (!jobId || !running) return;
    const timer = setInterval(() => {
      answerOf(studio.publish.progress.$get({ query: { id: jobId } })).then(setJob, (error: unknown) => setFailure(messageOf(error)));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [jobId, running]);

  const close = () => {
    if (job && (job.state === 'ready' || job.state === 'refused')) void answerOf(studio.publish.cancel.$post({ json: { id: job.id } })).catch(() => {});
    onClose();
  };

  const confirm = async () => {
    if (!job) return;
    setJob({ ...job, state: 'deploying' });
    try {
      const done = await answerOf(studio.publish.confirm.$post({ json: { id: job.id } }));
      setJob(done);
      if (done.state === 'done') onPublished();
    } catch (error) {
      setFailure(messageOf(error));
    }
  };

  return { job, failure, close, confirm };
}
