// Shared with the shell's deal room (a lender's term sheet upload).
export { createXhrFetch } from '@portal/web-kit/files/createXhrFetch';
