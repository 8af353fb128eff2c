// The upload components the studio and the admin editors embed (issue 30 item 5; decision 0054).
// Props are documented on each component; the app's features (courses, studio, the markdown editor) import this entry.
export { VideoUpload, type VideoUploadProps } from './video-upload.tsx';
export { CaptionUpload, type CaptionUploadProps } from './caption-upload.tsx';
export { CoverUpload, type CoverUploadProps } from './cover-upload.tsx';
export { LessonFileUpload, type LessonFileUploadProps } from './lesson-file-upload.tsx';
export { LessonFilesEditor } from './lesson-files-editor.tsx';
export { useMarkdownImageUpload } from './use-markdown-image-upload.ts';
export { MEDIA_BUCKETS, storageVideoUrl, type MarkdownImageTarget } from './media-paths.ts';
export { webVttProblem } from './webvtt.ts';
