// Schemas and messages of the buckets feature (clinic portal), shared by the API and the web app.
export {};
