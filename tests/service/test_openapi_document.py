"""What a client generator or /docs reads from the OpenAPI document."""


def _document(client):
    return client.get("/openapi.json").json()


def test_authenticated_operations_declare_bearer_and_workspace(client):
    document = _document(client)
    assert document["components"]["securitySchemes"]["bearer"]["scheme"] == "bearer"
    operation = document["paths"]["/v1/workspaces"]["get"]
    assert operation["security"] == [{"bearer": []}]
    assert "X-Workspace-Id" in {p["name"] for p in operation["parameters"]}
    assert set(operation["responses"]) >= {"200", "401", "403"}


def test_public_operations_need_no_credential(client):
    login = _document(client)["paths"]["/v1/auth/login"]["post"]
    assert "security" not in login


def test_every_post_documents_the_idempotency_key(client):
    document = _document(client)
    for path, operations in document["paths"].items():
        public = path.startswith("/v1/auth/") and path != "/v1/auth/logout"
        if "post" not in operations or public:
            continue
        names = {p["name"] for p in operations["post"].get("parameters", [])}
        assert "Idempotency-Key" in names, path


def test_errors_are_documented_as_problem_documents(client):
    document = _document(client)
    for operations in document["paths"].values():
        for operation in operations.values():
            for status, response in operation["responses"].items():
                if status.startswith(("4", "5")):
                    assert "application/problem+json" in response["content"], (status, operation)


def test_list_operations_document_paging_and_filters(client):
    parameters = {p["name"] for p in _document(client)["paths"]["/v1/events"]["get"]["parameters"]}
    assert {"limit", "cursor", "counts", "type", "created_at.gte"} <= parameters
