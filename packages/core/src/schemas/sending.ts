// Schemas and messages of the sending feature (clinic portal), shared by the API and the web app.
export {};
