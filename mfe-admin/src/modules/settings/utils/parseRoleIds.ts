/** Role ids typed one per line or separated by commas or spaces, each once. */
export const parseRoleIds = (text: string) => [...new Set(text.split(/[\s,]+/).filter(Boolean))];
