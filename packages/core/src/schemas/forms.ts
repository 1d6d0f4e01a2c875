// Schemas and messages of the forms feature (clinic portal), shared by the API and the web app.
export {};
