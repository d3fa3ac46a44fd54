/** The app's toasts (sonner), shown by the one toaster app/app-toaster.tsx mounts. */
export { toast } from 'sonner';
