/** The kinds of file visitors may upload (CV: PDF, DOC, DOCX; ID card: PDF, JPEG, PNG), by extension. */
export type FileKind = "pdf" | "doc" | "docx" | "jpg" | "png";

/** The media type of each kind: what a stored file is served as. */
export const fileContentTypes: Record<FileKind, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  jpg: "image/jpeg",
  png: "image/png",
};
