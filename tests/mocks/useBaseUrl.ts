export default (url: string): string => url;
