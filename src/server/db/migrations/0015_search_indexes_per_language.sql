DROP INDEX "search_documents_document_idx";--> statement-breakpoint
DROP INDEX "search_documents_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_documents_document_de_idx" ON "search_documents" USING gin ("document") WHERE language = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_de_idx" ON "search_documents" USING gin ("name_lower" gin_trgm_ops) WHERE language = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_document_fr_idx" ON "search_documents" USING gin ("document") WHERE language = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_fr_idx" ON "search_documents" USING gin ("name_lower" gin_trgm_ops) WHERE language = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_document_nl_idx" ON "search_documents" USING gin ("document") WHERE language = 'nl';--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_nl_idx" ON "search_documents" USING gin ("name_lower" gin_trgm_ops) WHERE language = 'nl';--> statement-breakpoint
CREATE INDEX "search_documents_document_sv_idx" ON "search_documents" USING gin ("document") WHERE language = 'sv';--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_sv_idx" ON "search_documents" USING gin ("name_lower" gin_trgm_ops) WHERE language = 'sv';--> statement-breakpoint
CREATE INDEX "search_documents_document_cs_idx" ON "search_documents" USING gin ("document") WHERE language = 'cs';--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_cs_idx" ON "search_documents" USING gin ("name_lower" gin_trgm_ops) WHERE language = 'cs';--> statement-breakpoint
CREATE INDEX "search_documents_document_sk_idx" ON "search_documents" USING gin ("document") WHERE language = 'sk';--> statement-breakpoint
CREATE INDEX "search_documents_name_trgm_sk_idx" ON "search_documents" USING gin ("name_lower" gin_trgm_ops) WHERE language = 'sk';