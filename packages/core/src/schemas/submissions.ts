// Schemas and messages of the submissions feature (clinic portal), shared by the API and the web app.
export {};
